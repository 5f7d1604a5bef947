// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { renderScreen } from '../testing';
import { FormFooter } from '../src';

const footer = (props: { disabled?: boolean; saving?: boolean; onCancel?: () => void; onFinish?: () => void }) =>
  renderScreen(
    <Form onFinish={props.onFinish}>
      <FormFooter disabled={props.disabled ?? false} saving={props.saving ?? false} submitLabel="Save plan" onCancel={props.onCancel ?? (() => {})} />
    </Form>,
  );

describe("a form's footer", () => {
  it('submits the form with its label and cancels with Cancel', async () => {
    const onCancel = vi.fn();
    const onFinish = vi.fn();
    footer({ onCancel, onFinish });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledOnce());
  });

  it('spins its submit button while saving', () => {
    footer({ saving: true });
    expect(screen.getByRole('button', { name: /Save plan/ }).className).toContain('ant-btn-loading');
  });

  it('shows nothing while the form cannot be changed', () => {
    footer({ disabled: true });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
