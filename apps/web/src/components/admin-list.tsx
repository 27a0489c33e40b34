import type { ReactNode } from 'react';
import { Alert, Breadcrumb, Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { LoadingScreen } from './loading-screen.tsx';

/**
 * An admin list screen of spec §2.7: a title, an optional 'New …' action, then the table, or the
 * screen's own empty or error sentence.
 */
export function AdminList({
  title,
  action,
  status,
  isEmpty,
  emptyText,
  errorText,
  children,
}: {
  title: string;
  action?: ReactNode;
  status: 'pending' | 'error' | 'success';
  isEmpty: boolean;
  emptyText: string;
  errorText: string;
  children: ReactNode;
}) {
  let content: ReactNode;
  if (status === 'pending') content = <LoadingScreen label={`Loading ${title.toLowerCase()}…`} />;
  else if (status === 'error') content = <Alert variant="danger">{errorText}</Alert>;
  else if (isEmpty) content = <p className="text-center py-4">{emptyText}</p>;
  else content = children;
  return (
    <Container className="py-4">
      <div className="d-flex justify-content-between align-items-center mb-3 gap-2 flex-wrap">
        <Breadcrumb className="mb-0">
          <Breadcrumb.Item active>
            <h1 className="h4 d-inline text-body">{title}</h1>
          </Breadcrumb.Item>
        </Breadcrumb>
        {action}
      </div>
      {content}
    </Container>
  );
}

/** The breadcrumb of an admin form: 'Affiliate Links > New' or '… > {name}'. */
export function AdminFormHeading({ list, listTo, current }: { list: string; listTo: string; current: string }) {
  return (
    <Breadcrumb>
      <Breadcrumb.Item linkAs={Link} linkProps={{ to: listTo }}>
        {list}
      </Breadcrumb.Item>
      <Breadcrumb.Item active>
        <h1 className="h4 d-inline text-body">{current}</h1>
      </Breadcrumb.Item>
    </Breadcrumb>
  );
}
