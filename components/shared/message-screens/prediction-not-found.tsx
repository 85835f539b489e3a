import { m } from '@/lib/i18n/paraglide/messages';
import { MessageScreen } from './message-screen';

export function PredictionNotFound() {
  return (
    <MessageScreen icon="🔍" title={m.betting_prediction_not_found()}>
      <p>{m.betting_prediction_not_found_text()}</p>
    </MessageScreen>
  );
}
