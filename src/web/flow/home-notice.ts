/**
 * A notice for the home page after something that ends where the borrower was (their data
 * deleted, signed out), carried in the navigation state; components/home-notice.tsx shows it.
 */
export const HOME_NOTICE_STATE = 'homeNotice';

export interface HomeNoticeText {
  title: string;
  detail?: string;
}

export type HomeNoticeState = { [HOME_NOTICE_STATE]: HomeNoticeText };

/** The navigation state that shows `notice` on the home page. */
export function homeNotice(notice: HomeNoticeText): HomeNoticeState {
  return { [HOME_NOTICE_STATE]: notice };
}
