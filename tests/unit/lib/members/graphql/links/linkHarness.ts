import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { of, throwError, type Observable } from 'rxjs';

/** Queries named as the site's operations are, plus an anonymous one. */
export const MEMBER_DOC = gql`
  query Member {
    member {
      id
    }
  }
`;
export const OTHER_DOC = gql`
  query TaxRates($state: String!) {
    taxRates(state: $state) {
      rate
    }
  }
`;
export const ANONYMOUS_DOC = gql`
  {
    ping
  }
`;

/** Links executed through ApolloLink.execute need a client (ErrorLink reads its query manager). */
export function harnessClient(): ApolloClient {
  return new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
}

export interface RunOutcome {
  results: ApolloLink.Result[];
  error: unknown;
  completed: boolean;
}

export interface Run {
  /** Settles when the observable errors or completes. */
  done: Promise<RunOutcome>;
  unsubscribe: () => void;
}

/** Executes `request` through `link` and collects what comes out. */
export function run(link: ApolloLink, request: ApolloLink.Request, client = harnessClient()): Run {
  const outcome: RunOutcome = { results: [], error: undefined, completed: false };
  let unsubscribe = () => {};
  const done = new Promise<RunOutcome>((resolve) => {
    const subscription = ApolloLink.execute(link, request, { client }).subscribe({
      next: (result) => outcome.results.push(result),
      error: (error: unknown) => {
        outcome.error = error;
        resolve(outcome);
      },
      complete: () => {
        outcome.completed = true;
        resolve(outcome);
      },
    });
    unsubscribe = () => subscription.unsubscribe();
  });
  return { done, unsubscribe };
}

/** A terminating link that records each operation it sees and answers with `respond`. */
export function terminatingLink(
  respond: (operation: ApolloLink.Operation, attempt: number) => Observable<ApolloLink.Result>,
): { link: ApolloLink; operations: ApolloLink.Operation[] } {
  const operations: ApolloLink.Operation[] = [];
  const link = new ApolloLink((operation) => {
    operations.push(operation);
    return respond(operation, operations.length);
  });
  return { link, operations };
}

export const answerWith = (result: ApolloLink.Result) => of(result);
export const failWith = (error: unknown) => throwError(() => error);
