import { Link } from 'react-router';
import { useStore } from '#src/lib/store-context.tsx';
import { MailIcon, PhoneIcon } from '#src/ui/icons.tsx';
import { FooterCategories } from '#src/app/shell/footer-categories.tsx';
import { SocialLinks } from '#src/app/shell/social-links.tsx';

const YEAR = new Date().getFullYear();

const BUSINESS_LINKS = [
  { to: '/privacypolicy', label: 'Privacy Policy' },
  { to: '/refundPolicy', label: 'Refund Policy' },
  { to: '/shippingPolicy', label: 'Shipping Policy' },
  { to: '/termsconditions', label: 'Terms & Conditions' },
] as const;

/** `98765 43210` → `tel:9876543210`; the +91 prefix is added to a bare 10-digit number. */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  return `tel:${/^\d{10}$/.test(digits) ? `+91${digits}` : digits}`;
}

function SupportLinks() {
  const { config } = useStore();
  if (!config.callSupportNumber && !config.supportEmail) return null;
  return (
    <div className="footer__column">
      <h2 className="footer__heading">Contact us</h2>
      <ul className="footer__list">
        {config.callSupportNumber ? (
          <li>
            <a className="footer__contact" href={telHref(config.callSupportNumber)}>
              <PhoneIcon size={16} /> {config.callSupportNumber}
            </a>
          </li>
        ) : null}
        {config.supportEmail ? (
          <li>
            <a className="footer__contact" href={`mailto:${config.supportEmail}`}>
              <MailIcon size={16} /> {config.supportEmail}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** Footer of spec §2: social links, business links, popular categories, support, copyright and the platform credit. */
export function Footer() {
  const { lookup } = useStore();
  return (
    <footer className="footer">
      <div className="footer__inner container">
        <div className="footer__column footer__about">
          <p className="footer__store">{lookup.store.name}</p>
          <SocialLinks />
        </div>
        <FooterCategories />
        <nav className="footer__column" aria-label="Store policies">
          <h2 className="footer__heading">Business</h2>
          <ul className="footer__list">
            {BUSINESS_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <SupportLinks />
      </div>
      <div className="footer__bottom container">
        <p>
          © {YEAR} {lookup.store.name}. All rights reserved.
        </p>
        <p>Powered by Haat</p>
      </div>
    </footer>
  );
}
