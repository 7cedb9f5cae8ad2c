import { Link } from 'react-router';
import { mailtoHref, telHref } from '#src/lib/contact-links.ts';
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

/** The store's phone and e-mail, each only when it makes a safe link. */
function SupportLinks() {
  const { config } = useStore();
  const tel = telHref(config.callSupportNumber);
  const mailto = mailtoHref(config.supportEmail);
  if (!tel && !mailto) return null;
  return (
    <div className="footer__column">
      <h2 className="footer__heading">Contact us</h2>
      <ul className="footer__list">
        {tel ? (
          <li>
            <a className="footer__contact" href={tel}>
              <PhoneIcon size={16} /> {config.callSupportNumber}
            </a>
          </li>
        ) : null}
        {mailto ? (
          <li>
            <a className="footer__contact" href={mailto}>
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
