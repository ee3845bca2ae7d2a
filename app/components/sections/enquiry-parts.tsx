/** What every enquiry form carries (issue #15): the robots' trap and the consent line. */

/**
 * A field people never see or reach, so never fill; a robot that fills every field fills it, and
 * the server refuses what it sends.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={`${id}-website`}>Leave this empty</label>
      <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Under each form: what is kept, and the privacy notice. */
export function ConsentLine() {
  return (
    <p className="text-xs text-slate-600">
      By sending this, you agree that we keep your details to answer you, as our{" "}
      <a href="/privacy" className="font-medium text-brand-700 underline">
        privacy notice
      </a>{" "}
      explains.
    </p>
  );
}
