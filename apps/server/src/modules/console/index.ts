// The public surface of the console: the shop's staff, for the operator's command line (`staff add`). Other
// modules import only this file (eslint.config.js).
export { addStaffMember } from './staff.service.ts';
