// The designer's later modes, one chunk (TabletDesigner.tsx): the recipients step (with its phone
// field) and the done step, loaded once the shopper starts on the design, not with the page.
export { DoneStep } from "./DoneStep.tsx";
export { RecipientStep } from "./RecipientStep.tsx";
