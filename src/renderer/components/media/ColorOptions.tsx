import { useTranslation } from 'react-i18next';
import { IMAGE_COLORS } from '@shared/domain/image';

/** The <option>s of a colour <Select> (image and ad forms): the empty choice with its placeholder, then every colour in French. */
export function ColorOptions({ placeholder }: { placeholder: string }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{placeholder}</option>
      {IMAGE_COLORS.map((color) => (
        <option key={color} value={color}>
          {t(`media.colors.${color}`)}
        </option>
      ))}
    </>
  );
}
