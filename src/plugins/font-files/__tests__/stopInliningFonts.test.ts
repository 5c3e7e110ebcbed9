import {describe, expect, it} from 'vitest';
import {stopInliningFonts} from '../index';

describe('stopInliningFonts', () => {
  it('sets the url-loader limit of font rules to 0, nested rules included, and leaves other rules alone', () => {
    const fontUse = {loader: '/x/url-loader/index.js', options: {limit: 10000}};
    const imageUse = {loader: '/x/url-loader/index.js', options: {limit: 10000}};
    const rules = [
      {test: /\.(?:png|jpe?g)$/i, use: [imageUse]},
      {oneOf: [{test: /\.(?:woff2?|eot|ttf|otf)$/i, use: [fontUse]}]},
    ];
    expect(stopInliningFonts(rules)).toBe(1);
    expect(fontUse.options.limit).toBe(0);
    expect(imageUse.options.limit).toBe(10000);
  });

  it('reports when there is no font rule to change', () => {
    expect(stopInliningFonts([{test: /\.css$/, use: []}])).toBe(0);
  });
});
