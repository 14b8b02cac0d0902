/** docs/product.md#scheduling: seven slots, 9, 10, 11 AM and 1, 2, 3, 4 PM; `hour` is the 24-hour start. */
export const DEMO_TIME_SLOTS = [
  { id: '09:00', time: '9:00 AM', hour: 9 },
  { id: '10:00', time: '10:00 AM', hour: 10 },
  { id: '11:00', time: '11:00 AM', hour: 11 },
  { id: '13:00', time: '1:00 PM', hour: 13 },
  { id: '14:00', time: '2:00 PM', hour: 14 },
  { id: '15:00', time: '3:00 PM', hour: 15 },
  { id: '16:00', time: '4:00 PM', hour: 16 },
] as const
export type DemoSlotId = (typeof DEMO_TIME_SLOTS)[number]['id']
export const DEMO_SLOT_IDS = DEMO_TIME_SLOTS.map((slot) => slot.id) as [DemoSlotId, ...DemoSlotId[]]
/** How long the kick-off call lasts in the calendar invite (ours: the requirements give no length). */
export const DEMO_CALL_MINUTES = 45
/** A slot is offered only if it starts at least this far ahead, so sales can prepare (docs/decisions/087). */
export const DEMO_BOOKING_NOTICE_MINUTES = 60
