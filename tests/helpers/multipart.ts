/** A multipart/form-data body and its content type, for inject. */
export async function multipart(
  fields: Record<string, string | { name: string; type: string; bytes: Buffer }>,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
