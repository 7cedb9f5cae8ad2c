// The public surface of the console: the shop's staff, for the operator's command line (`staff add`), and
// the console's gate, which the API reference names. Other modules import only this file (eslint.config.js).
export { addStaffMember } from './staff.service.ts';
export { requireOwner, requireStaff } from './staff-auth.ts';
