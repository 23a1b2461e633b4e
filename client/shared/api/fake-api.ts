// For model tests: a `requestFx` handler answering by "METHOD /path", recording every call.
import type { ApiRequest, ApiResponse } from './request.ts';

type Answer = ApiResponse | ((request: ApiRequest) => ApiResponse);

export const ok = <T>(data: T, message = ''): ApiResponse<T> => ({
  status: 200,
  body: { success: true, data, message },
});
export const failure = (status: number, data: unknown = null, message = ''): ApiResponse => ({
  status,
  body: { success: false, data, message },
});

export function fakeApi(answers: Record<string, Answer>) {
  const calls: ApiRequest[] = [];
  const handler = async (request: ApiRequest): Promise<ApiResponse> => {
    calls.push(request);
    const answer = answers[`${request.method ?? 'GET'} ${request.path}`];
    if (!answer) return failure(404, null, 'not in the fake API');
    return typeof answer === 'function' ? answer(request) : answer;
  };
  const called = (key: string) => calls.filter((c) => `${c.method ?? 'GET'} ${c.path}` === key);
  return { handler, calls, called };
}
