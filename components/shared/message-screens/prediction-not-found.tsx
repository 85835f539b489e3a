import { MessageScreen } from './message-screen';

export function PredictionNotFound() {
  return (
    <MessageScreen icon="🔍" title="Prediction Not Found">
      <p>The prediction you&apos;re looking for doesn&apos;t exist. Explore other predictions!</p>
    </MessageScreen>
  );
}
