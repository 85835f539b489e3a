import { betting_prediction_not_found, betting_prediction_not_found_text } from '@/lib/i18n/paraglide/messages';
import { MessageScreen } from './message-screen';

export function PredictionNotFound() {
  return (
    <MessageScreen icon="🔍" title={betting_prediction_not_found()}>
      <p>{betting_prediction_not_found_text()}</p>
    </MessageScreen>
  );
}
