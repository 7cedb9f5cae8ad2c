import { mailtoHref, telHref } from '#src/lib/contact-links.ts';
import { useT } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';

/**
 * Who sells and whom to complain to, as the Consumer Protection (E-Commerce) Rules, 2020 ask every page to
 * show (decision 028): the legal name, address and GSTIN, the FSSAI number of a food business, and the
 * grievance officer. Nothing for a store that has not given them yet.
 */
export function FooterSeller() {
  const t = useT();
  const { config } = useStore();
  const seller = config.seller;
  if (!seller) return null;
  const officer = seller.grievanceOfficer;
  const tel = telHref(officer.phone);
  const mailto = mailtoHref(officer.email);
  return (
    <div className="footer__column footer__seller">
      <h2 className="footer__heading">{t('shell.soldBy')}</h2>
      <address className="footer__list">
        <span className="footer__legal-name">{seller.legalName}</span>
        <span>{seller.address}</span>
        {seller.gstin ? <span>{t('shell.gstin', { gstin: seller.gstin })}</span> : null}
        {seller.fssaiLicence ? <span>{t('shell.fssai', { number: seller.fssaiLicence })}</span> : null}
      </address>
      <h2 className="footer__heading">{t('shell.grievanceOfficer')}</h2>
      <address className="footer__list">
        <span>
          {officer.name}, {officer.designation}
        </span>
        {tel ? <a href={tel}>{officer.phone}</a> : <span>{officer.phone}</span>}
        {mailto ? <a href={mailto}>{officer.email}</a> : <span>{officer.email}</span>}
      </address>
    </div>
  );
}
