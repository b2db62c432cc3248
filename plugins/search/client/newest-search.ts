/**
 * Searches that wait for an engine, answered for the newest query: a reader who types while the engine loads has
 * typed past the earlier queries, and the modal shows the newest query's hits anyway.
 */

/** The newer search's answer when a newer search started since this one, or null. */
export type Overtaken<Answer> = () => Promise<Answer> | null;

/**
 * Wraps `answer`, which asks `overtaken` once it has waited for its engine: a search overtaken meanwhile takes the
 * newest search's answer instead of searching for a query the reader no longer sees.
 */
export function answeringNewest<Params, Answer>(
  answer: (params: Params, overtaken: Overtaken<Answer>) => Promise<Answer>,
): (params: Params) => Promise<Answer> {
  let newest = 0;
  let newestAnswer: Promise<Answer> | null = null;
  return (params) => {
    newest += 1;
    const search = newest;
    const answered = answer(params, () => (search === newest ? null : newestAnswer));
    newestAnswer = answered;
    return answered;
  };
}
