import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bigAssetsStored, type BigAsset } from '../core/bigAssetCache.ts';
import { byteSizeText } from './displayText.ts';

/**
 * What a tool with big files (the manifest's `bigAssets`) will download, said before the first download:
 * "This tool downloads 2.6 MB once; after that it works offline". Once the files are kept in the browser
 * the same line says so instead, so the page never jumps. The host draws it for declared tools; a Panel
 * draws it itself.
 */
export function BigAssetNotice({ assets, each, checkAgain }: { assets: readonly BigAsset[]; /** Each file downloaded only when needed (the manifest's `bigAssetsEach`): "up to" the total. */ each?: boolean; /** Looks again when this changes (a run's result: it may have downloaded them). */ checkAgain?: unknown }) {
  const { t, i18n } = useTranslation('common');
  const [stored, setStored] = useState(false);
  useEffect(() => {
    let current = true;
    void bigAssetsStored(assets).then((found) => current && setStored(found));
    return () => {
      current = false;
    };
  }, [assets, checkAgain]);
  const size = byteSizeText(
    assets.reduce((sum, asset) => sum + asset.bytes, 0),
    i18n.language,
  );
  return <p className="note big-asset-notice">{t(stored ? 'notices.bigAssetsStored' : each ? 'notices.bigAssetsEach' : 'notices.bigAssets', { size })}</p>;
}
