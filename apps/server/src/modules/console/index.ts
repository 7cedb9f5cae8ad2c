// The public surface of the console: the shop's staff, for the operator's command line (`staff add`), the
// shop hiding a review (`reviews hide`), and the console's gate, which the API reference names. Other modules
// import only this file (eslint.config.js).
export { addStaffMember } from './staff.service.ts';
export { requireOwner, requireStaff } from './staff-auth.ts';
export { setReviewHidden } from './console-reviews.service.ts';
