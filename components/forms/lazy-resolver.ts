import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose schema (and zod with it) is downloaded on the first validation instead of
 * with the page. The CSP switch in ./zod-without-eval runs before the schema module is evaluated. A failed
 * download is forgotten so the next submit tries again.
 */
export function lazyResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const resolver = () =>
    (loading ??= import("./zod-without-eval").then(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return async (values, context, options) => (await resolver())(values, context, options);
}
