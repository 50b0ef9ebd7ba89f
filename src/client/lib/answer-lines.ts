/**
 * The lines of an error answer as the server wrote them (in the user's language): the first message
 * of each field of `errors`, otherwise its `message`; none when it has neither. Free of the DOM and of
 * the app's texts, so the service worker reads refusals with it too.
 */
export function answerLines(body: unknown): string[] {
  const answer = (body ?? {}) as { message?: unknown; errors?: unknown };
  if (answer.errors && typeof answer.errors === 'object') {
    const lines = Object.values(answer.errors)
      .map((messages: unknown) => (Array.isArray(messages) ? (messages[0] as unknown) : undefined))
      .filter((line): line is string => typeof line === 'string');
    if (lines.length > 0) return lines;
  }
  return typeof answer.message === 'string' && answer.message ? [answer.message] : [];
}
