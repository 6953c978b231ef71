/** benchgate's version (kept equal to package.json by a test). */
export const VERSION = '0.1.0';

/**
 * The tag users pin (`benchgate/benchgate@v1`, as the README shows): the first release, 1.0.0, creates it and every
 * 1.x release moves it (.github/workflows/release.yml). `benchgate init` writes it into new workflows.
 */
export const ACTION_TAG = 'v1';
