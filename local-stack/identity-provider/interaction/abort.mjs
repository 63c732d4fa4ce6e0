// @ts-check
// Step "cancel": the person left the sign-in form; the site gets access_denied back.

/**
 * @param {import('./context.mjs').InteractionContext} ctx
 * @param {import('./context.mjs').Request} req
 * @param {import('./context.mjs').Response} res
 */
export async function abortInteraction(ctx, req, res) {
  await ctx.provider.interactionFinished(
    req,
    res,
    { error: 'access_denied', error_description: 'End-User aborted interaction' },
    { mergeWithLastSubmission: false },
  );
}
