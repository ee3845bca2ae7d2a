/** An edit form whose record could not be loaded (docs/product.md §8): the message, Try Again, and the way back. */
import { Link, useRevalidator } from "react-router";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";

export function LoadError({ title, message, backTo, backLabel }: { title: string; message: string; backTo: string; backLabel?: string }) {
  const locale = useLocale();
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
      <div role="alert" className="mt-6 rounded-card border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p>{message}</p>
        <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => revalidator.revalidate()}
            className="min-h-11 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
          >
            {m.adminFrameTryAgain(locale)}
          </button>
          <Link
            to={backTo}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-red-300 bg-white px-5 py-2 font-medium text-red-900"
          >
            {backLabel ?? m.adminFrameBackToList(locale)}
          </Link>
        </div>
      </div>
    </div>
  );
}
