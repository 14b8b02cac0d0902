import { ThankYouPage } from '@/client/features/quiz/components/thank-you-page'

export function ThankYouRoute() {
  return <ThankYouPage />
}
