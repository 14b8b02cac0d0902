import type { OnboardingForm } from '@/shared/schemas/onboarding'
import { formFieldsFor } from '@/client/components/form/form-fields'

/** The form kit's fields bound to the questionnaire's values: every step's field names are checked against them. */
export const { TextField, TextAreaField, SelectField, RadioField, CheckboxListField, SwitchField } = formFieldsFor<OnboardingForm>()
