import { cn } from '../../../lib/cn';

/** Says plainly that the sandbox provider moves no real money: beside the deposit form, and on its checkout. */
export function SandboxNote({ className }: { className?: string }) {
  return (
    <p
      data-testid="sandbox-note"
      className={cn(
        'flex items-start gap-3 rounded-xl border border-dashed border-accent/45 bg-[repeating-linear-gradient(135deg,rgb(247_169_40/0.07)_0_10px,transparent_10px_20px)] px-3.5 py-2.5 text-xs leading-5 text-fg-muted',
        className,
      )}
    >
      <span className="mt-px shrink-0 rounded-md bg-accent px-1.5 py-0.5 text-[10px] font-black tracking-[0.14em] text-accent-fg uppercase">Sandbox</span>
      <span>
        <strong className="font-semibold text-fg">Sandbox: no real money.</strong> Payments go through a test checkout where you choose whether each one is paid, fails or
        expires.
      </span>
    </p>
  );
}
