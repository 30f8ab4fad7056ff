import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { parseVerificationCode, printedVerificationCode } from '../../../shared/verification-code';
import { paths } from '../../lib/paths';
import { Button } from '../ui/button';
import { Input } from '../ui/input';

/** Typing the code printed on a document (when the QR code cannot be scanned, or was mistyped). */
export function VerificationCodeForm() {
  const { t } = useTranslation('publicPages');
  const id = useId();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = parseVerificationCode(typed);
    if (!code) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setTyped('');
    navigate(generatePath(paths.verifyDocument, { code: printedVerificationCode(code) }));
  };

  return (
    <form onSubmit={submit} className="mt-6 w-full max-w-md text-left" noValidate>
      <label htmlFor={`${id}-code`} className="text-sm font-semibold text-ink">
        {t('verify.unknown.another')}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-code`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('verify.unknown.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="font-mono tracking-wide uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
        />
        <Button type="submit" size="lg" className="shrink-0">
          <Search aria-hidden />
          {t('verify.unknown.submit')}
        </Button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {t('verify.unknown.invalid')}
        </p>
      )}
    </form>
  );
}
