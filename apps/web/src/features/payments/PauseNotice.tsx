import { FormMessage } from '../../shared/ui/Form.js';
import { useBanks } from './banks.js';

/** The daily pause, said before the payer starts: no card payment until it ends. */
export function PauseNotice() {
  const banks = useBanks();
  return <FormMessage kind="warning" text={banks.data?.Paused?.Message ?? null} />;
}
