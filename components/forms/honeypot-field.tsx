import { HONEYPOT_INPUT_PROPS } from "@/lib/validation/honeypot-field";

/**
 * The spam trap: off screen, hidden from assistive technology and out of the tab order, so only a bot that
 * fills every input it finds puts anything in it. Uncontrolled; read with honeypotValue(form) on submit.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {label}
        <input {...HONEYPOT_INPUT_PROPS} defaultValue="" />
      </label>
    </div>
  );
}
