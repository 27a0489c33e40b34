import { Suspense, type ReactNode } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { Outlet } from 'react-router-dom';
import { AlertBar, useGlobalAlert } from '../alert-bar.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import { LoadingScreen } from '../loading-screen.tsx';
import { SiteFooter } from '../site-footer.tsx';
import { useFrameMode } from '../use-frame-mode.ts';

/** Header, alert bar, the screen (optionally beside a panel menu) and footer; chrome hidden in frame mode. */
export function LayoutFrame({ variant, panelMenu }: { variant: 'home' | 'public'; panelMenu?: ReactNode }) {
  const framed = useFrameMode();
  const { alert } = useGlobalAlert();
  const alertClasses = [variant === 'home' && !framed ? 'header-offset' : '', alert?.sticky ? 'sticky-top' : '']
    .filter(Boolean)
    .join(' ');
  // A panel's screens use the window's width up to 1400 px: header and footer follow, so their edges line up.
  const fluid = panelMenu ? 'xxl' : 'lg';
  const screen = (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white z-3">
        Skip to content
      </a>
      {framed ? null : <SiteHeader variant={variant} fluid={fluid} />}
      <div className={alertClasses || undefined}>
        <AlertBar />
      </div>
      <main id="main" className={framed ? 'flex-grow-1' : 'flex-grow-1 main-area'} tabIndex={-1}>
        {panelMenu ? (
          // The panel's lists need the width (decision 053): the menu is a row of links above the screen up to
          // 1200 px, a column beside it from there; the container is the window's width up to 1400 px.
          <Container fluid="xxl" className="py-4">
            <Row>
              <Col xl={2} className="mb-3">
                {panelMenu}
              </Col>
              <Col xl={10}>{screen}</Col>
            </Row>
          </Container>
        ) : (
          screen
        )}
      </main>
      {framed ? null : <SiteFooter fluid={fluid} />}
    </div>
  );
}
