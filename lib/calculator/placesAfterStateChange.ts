import { type StateCode } from '@/lib/tax/states';

/**
 * A new state's place fields: a work place and a residence belong to one state, so a new state
 * starts with neither chosen (and going back does not bring the old choice back unseen). Its own
 * module: the State field is in the first load, the place data is not.
 */
export function placesAfterStateChange(state: StateCode): {
  state: StateCode;
  locality: '';
  residence: '';
} {
  return { state, locality: '', residence: '' };
}
