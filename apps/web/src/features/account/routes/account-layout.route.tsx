import '#src/features/account/components/account.css';
import { NavLink, Outlet } from 'react-router';

const SECTIONS = [
  { to: 'profile', label: 'Profile' },
  { to: 'wallet', label: 'Wallet' },
  { to: 'address', label: 'Address' },
  { to: 'orders', label: 'Orders' },
  { to: 'subscription', label: 'Subscription' },
] as const;

/** The account area's frame: side navigation and the section (spec §2); the account issue adds collapse and Logout. */
export default function AccountLayoutRoute() {
  return (
    <div className="account container">
      <nav className="account__nav" aria-label="Account">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to}>{section.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account__content">
        <Outlet />
      </div>
    </div>
  );
}
