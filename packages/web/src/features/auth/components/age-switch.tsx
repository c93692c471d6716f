import { AGE_GATE_TEXT } from '@lootforge/core/contracts/auth';
import { SwitchRow } from '../../../components/ui/switch-row';

/** The 18+ and terms switch every sign-in needs first (DESIGN §6). */
export function AgeSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <SwitchRow checked={checked} onChange={onChange} align="start">
      <span className="text-[13px] leading-5 text-fg-muted">{AGE_GATE_TEXT}</span>
    </SwitchRow>
  );
}
