/**
 * An accessible replacement for window.confirm (docs/product.md §5 delete confirmations): a modal <dialog>,
 * which traps focus and closes on Escape by itself. `useConfirm()` returns a function that
 * resolves true when the administrator confirms.
 */
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";

interface PendingConfirm {
  message: string;
  /** The confirming button's words; "Delete" (in the admin's language) when not given. */
  confirmLabel: string | undefined;
  resolve: (confirmed: boolean) => void;
}

type ConfirmFunction = (message: string, options?: { confirmLabel?: string }) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFunction | null>(null);

export function useConfirm(): ConfirmFunction {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm() needs a <ConfirmProvider> above it");
  return confirm;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  const confirm = useCallback<ConfirmFunction>(
    (message, options) =>
      new Promise<boolean>((resolve) => {
        setPending({ message, confirmLabel: options?.confirmLabel, resolve });
      }),
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !pending) return;
    if (!dialog.open) dialog.showModal();
    // The safe choice takes the focus: Enter or a stray tap must not delete anything.
    cancelRef.current?.focus();
  }, [pending]);

  const settle = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
    if (dialogRef.current?.open) dialogRef.current.close();
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onCancel={(event) => {
          event.preventDefault();
          settle(false);
        }}
        className="m-auto w-[min(92vw,26rem)] rounded-card bg-white p-0 text-ink shadow-lift backdrop:bg-slate-900/50"
      >
        {pending ? (
          <div className="p-6">
            <h2 id={titleId} className="text-lg font-semibold">
              {m.adminFrameConfirmTitle(locale)}
            </h2>
            <p id={messageId} className="mt-2 text-slate-700">
              {pending.message}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                ref={cancelRef}
                type="button"
                onClick={() => settle(false)}
                className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
              >
                {m.adminFrameCancel(locale)}
              </button>
              <button
                type="button"
                onClick={() => settle(true)}
                className="min-h-11 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
              >
                {pending.confirmLabel ?? m.adminFrameDelete(locale)}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </ConfirmContext.Provider>
  );
}
