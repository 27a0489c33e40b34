import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor.tsx';

function Field({ initial, onChange }: { initial: string; onChange(html: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Description</span>
      <input aria-label="Title" />
      <RichTextEditor
        id="description"
        labelId="label"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Description' });

describe('the description editor on first use', () => {
  // The editor's code loads once per test file: only the first test sees it on its way.
  it('focused before it has loaded, says it is coming, then hands the focus to the editor', async () => {
    render(<Field initial="" onChange={vi.fn()} />);
    act(() => box().focus());
    expect(screen.getByRole('status')).toHaveTextContent('Loading the editor…');
    await waitFor(() => expect(box()).toHaveAttribute('contenteditable', 'true'));
    await waitFor(() => expect(box()).toHaveFocus());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the value in a stand-in that takes no typing, and loads the editor on the first focus on the page', async () => {
    const onChange = vi.fn();
    render(<Field initial="<p>Bake at <strong>dawn</strong>.</p>" onChange={onChange} />);
    expect(box()).not.toHaveAttribute('contenteditable');
    expect(box()).toHaveTextContent('Bake at dawn.');

    act(() => screen.getByRole('textbox', { name: 'Title' }).focus());
    await waitFor(() => expect(box()).toHaveAttribute('contenteditable', 'true'));
    expect(box()).toHaveTextContent('Bake at dawn.');
    // Only one box: the stand-in went when the editor came, and the title kept the focus.
    expect(screen.getAllByRole('textbox', { name: 'Description' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a tool pressed before it has loaded is run by the editor', async () => {
    const onChange = vi.fn();
    render(<Field initial="<p>Flour</p>" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(box()).toHaveAttribute('contenteditable', 'true'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^<ul><li><p>Flour<\/p><\/li><\/ul>/)),
    );
  });
});
