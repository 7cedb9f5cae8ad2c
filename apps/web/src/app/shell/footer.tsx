import { Link } from 'react-router';
import { mailtoHref, telHref } from '#src/lib/contact-links.ts';
import { useT, type MessageId } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';
import { MailIcon, PhoneIcon } from '#src/ui/icons.tsx';
import { FooterCategories } from '#src/app/shell/footer-categories.tsx';
import { FooterSeller } from '#src/app/shell/footer-seller.tsx';
import { SocialLinks } from '#src/app/shell/social-links.tsx';

const YEAR = new Date().getFullYear();

const BUSINESS_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/privacypolicy', label: 'policies.privacy' },
  { to: '/privacy-notice', label: 'privacy.noticeTitle' },
  { to: '/refundPolicy', label: 'policies.refund' },
  { to: '/shippingPolicy', label: 'policies.shipping' },
  { to: '/termsconditions', label: 'policies.terms' },
];

/** The store's phone and e-mail, each only when it makes a safe link. */
function SupportLinks() {
  const t = useT();
  const { config } = useStore();
  const tel = telHref(config.callSupportNumber);
  const mailto = mailtoHref(config.supportEmail);
  if (!tel && !mailto) return null;
  return (
    <div className="footer__column">
      <h2 className="footer__heading">{t('shell.contactUs')}</h2>
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

/**
 * Footer of spec §2: social links, business links, popular categories, support, copyright and the platform
 * credit; and the seller and its grievance officer (decision 028).
 */
export function Footer() {
  const t = useT();
  const { lookup } = useStore();
  return (
    <footer className="footer">
      <div className="footer__inner container">
        <div className="footer__column footer__about">
          <p className="footer__store">{lookup.store.name}</p>
          <SocialLinks />
        </div>
        <FooterCategories />
        <nav className="footer__column" aria-label={t('shell.storePolicies')}>
          <h2 className="footer__heading">{t('shell.business')}</h2>
          <ul className="footer__list">
            {BUSINESS_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <SupportLinks />
        <FooterSeller />
      </div>
      <div className="footer__bottom container">
        <p>{t('shell.copyright', { year: YEAR, store: lookup.store.name })}</p>
        <p>{t('common.poweredBy')}</p>
      </div>
    </footer>
  );
}
