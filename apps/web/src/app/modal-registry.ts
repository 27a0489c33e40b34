import { lazy, type ComponentType } from 'react';
import type { ModalComponentProps, ModalRegistry } from '../components/modal-root.tsx';

const modal = <P>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(load) as unknown as ComponentType<ModalComponentProps>;

/**
 * The modal types of spec §2.3 and the screens that render them. The job, reward and employer modals
 * are registered with the features that build them.
 */
export const modalRegistry: ModalRegistry = {
  LoginModal: modal(() => import('../features/auth/login-modal.tsx')),
  SignUpModal: modal(() => import('../features/auth/sign-up-modal.tsx')),
  ForgotPasswordModal: modal(() => import('../features/auth/forgot-password-modal.tsx')),
  JobsFiltersModal: modal(() => import('../features/jobs/jobs-filters-modal.tsx')),
  ShareJobModal: modal(() => import('../features/share-links/share-job-modal.tsx')),
  RewardMarketplaceModal: modal(() => import('../features/reward-sources/reward-marketplace-modal.tsx')),
  EmployersResolveJobModal: modal(() => import('../features/resolutions/resolve-job/resolve-job-modal.tsx')),
  JobAlertModal: modal(() => import('../features/job-alerts/job-alert-modal.tsx')),
};
