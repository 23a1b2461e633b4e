// The forms of a page start blank each time a page opens (widgets/page-blocks raises it). Each
// form's model listens from the moment its code has loaded, with the first page that shows it:
// before that, its stores hold their blank state anyway.
import { createEvent } from 'effector';

export const pageFormsReset = createEvent();
