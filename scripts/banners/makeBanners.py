#!/usr/bin/env python3
"""
Draws the sandbox's default home banners, one per language (server/public/images/banners/<name>.<lang>.svg),
with their lettering as outlines (no <text>, so a browser draws them without a font lookup; see
docs/decisions.md, "Fonts, `lang` and the banners"). The background and the logo are kept from the existing
English image (<name>.en-US.svg, first drawn by hand); the title and subtitle lines are drawn anew from Noto Sans CJK (Latin, CJK and Hangul).

Needs python3-fonttools and fonts-noto-cjk (Debian). The fee figures come from core/src/fees on stdin:
  npx tsx -e "import {feeTextValues} from './core/src/fees'; console.log(JSON.stringify(feeTextValues()))" \
    | /usr/bin/python3 scripts/banners/makeBanners.py
"""
import json
import re
import sys
from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection

FONTS = Path('/usr/share/fonts/opentype/noto')
OUT = Path(__file__).resolve().parents[2] / 'server' / 'public' / 'images' / 'banners'
MAX_WIDTH = 654  # 48 px margin on the left, the circles on the right

TEXTS = {
    'launch': {
        'en-US': ['PhoSwap is live', 'Swap, pool and mine on OKT Chain, Polygon and BSC'],
        'zh-CN': ['PhoSwap 正式上线', '在 OKT Chain、Polygon 和 BSC 上兑换、做市和挖矿'],
        'zh-HK': ['PhoSwap 正式上線', '在 OKT Chain、Polygon 和 BSC 上兌換、做市和挖礦'],
        'ja-JP': ['PhoSwap 公開中', 'OKT Chain・Polygon・BSC でスワップ、流動性提供、マイニング'],
        'ko-KR': ['PhoSwap 출시', 'OKT Chain, Polygon, BSC에서 스왑, 유동성 공급, 마이닝'],
    },
    'mining': {
        'en-US': ['Liquidity mining', 'Stake PHO-USDT LP and earn PHO every block'],
        'zh-CN': ['流动性挖矿', '质押 PHO-USDT LP，每个区块赚取 PHO'],
        'zh-HK': ['流動性挖礦', '質押 PHO-USDT LP，每個區塊賺取 PHO'],
        'ja-JP': ['流動性マイニング', 'PHO-USDT LP をステークして毎ブロック PHO を獲得'],
        'ko-KR': ['유동성 마이닝', 'PHO-USDT LP를 스테이킹하고 매 블록 PHO 획득'],
    },
    'fees': {
        'en-US': [
            'Fair fees, shared',
            'Every swap: {pairFee} pool fee',
            'PHO tax {phoTax}: {taxLiquidity} LP, {taxEquity} equity cards, {taxBurn} burn, {taxEcosystem} ecosystem',
        ],
        'zh-CN': [
            '手续费公平共享',
            '每笔兑换：资金池手续费 {pairFee}',
            'PHO 买卖税 {phoTax}：LP {taxLiquidity}、权益卡 {taxEquity}、销毁 {taxBurn}、生态 {taxEcosystem}',
        ],
        'zh-HK': [
            '手續費公平共享',
            '每筆兌換：資金池手續費 {pairFee}',
            'PHO 買賣稅 {phoTax}：LP {taxLiquidity}、權益卡 {taxEquity}、銷毀 {taxBurn}、生態 {taxEcosystem}',
        ],
        'ja-JP': [
            '公正な手数料を分かち合う',
            'スワップごと：プール手数料 {pairFee}',
            'PHO 売買税 {phoTax}：LP {taxLiquidity}・カード {taxEquity}・バーン {taxBurn}・エコ {taxEcosystem}',
        ],
        'ko-KR': [
            '공정한 수수료, 함께 나눔',
            '모든 스왑: 풀 수수료 {pairFee}',
            'PHO 세금 {phoTax}: LP {taxLiquidity}, 지분 카드 {taxEquity}, 소각 {taxBurn}, 생태계 {taxEcosystem}',
        ],
    },
}


def font(name):
    collection = TTCollection(str(FONTS / name))
    # Index 0 of Noto Sans CJK's collection is the JP face; SC/TC/KR faces follow. Pick by language below.
    return collection


FACE = {'ja-JP': 'JP', 'zh-CN': 'SC', 'zh-HK': 'HK', 'ko-KR': 'KR', 'en-US': 'SC'}


def face(collection, language):
    want = f'Noto Sans CJK {FACE[language]}'
    for f in collection.fonts:
        if f['name'].getDebugName(1) == want:
            return f
    return collection.fonts[0]


def num(v):
    text = f'{round(v, 1):.1f}'.rstrip('0').rstrip('.')
    text = '0' if text in ('-0', '') else text
    return text.replace('0.', '.', 1) if text.startswith('0.') else text.replace('-0.', '-.', 1)


def relative(d):
    """Absolute M/L/H/V/Q/C/Z commands as relative ones on a 0.1 px grid (smaller, and they compress better)."""
    out = []
    cx = cy = sx = sy = 0.0
    for cmd, args in re.findall(r'([MLHVQCZ])([^MLHVQCZ]*)', d):
        values = [float(v) for v in re.findall(r'-?[\d.]+(?:e-?\d+)?', args)]
        if cmd == 'Z':
            out.append('z')
            cx, cy = sx, sy
            continue
        if cmd in 'HV':
            # Horizontal or vertical lines: one value each.
            for v in values:
                if cmd == 'H':
                    out.append(f'h{num(round(v, 1) - cx)}')
                    cx = round(v, 1)
                else:
                    out.append(f'v{num(round(v, 1) - cy)}')
                    cy = round(v, 1)
            continue
        # Control points are relative to the segment's start point, as SVG's lowercase commands want.
        step = {'M': 1, 'L': 1, 'Q': 2, 'C': 3}[cmd]
        points = [(round(values[i], 1), round(values[i + 1], 1)) for i in range(0, len(values), 2)]
        for j in range(0, len(points), step):
            seg = points[j : j + step]
            text = ' '.join(f'{num(px - cx)} {num(py - cy)}' for px, py in seg)
            out.append(f'{cmd.lower()}{text}')
            cx, cy = seg[-1]
            if cmd == 'M':
                sx, sy = cx, cy
    return ''.join(out).replace(' -', '-')


def outline(f, text, x, baseline, size):
    """The text as one SVG path (y down), scaled to `size` px, and its advance width."""
    scale = size / f['head'].unitsPerEm
    cmap = f.getBestCmap()
    glyphs = f.getGlyphSet()
    hmtx = f['hmtx']
    pen = SVGPathPen(glyphs, ntos=lambda v: f'{v:.1f}'.rstrip('0').rstrip('.'))
    cursor = 0.0
    for ch in text:
        name = cmap.get(ord(ch))
        if name is None:
            raise SystemExit(f'no glyph for {ch!r}')
        glyphs[name].draw(TransformPen(pen, (scale, 0, 0, -scale, x + cursor, baseline)))
        cursor += hmtx[name][0] * scale
    return relative(pen.getCommands()), cursor


def fit(f, text, size):
    """The size at which `text` fits MAX_WIDTH (never above `size`)."""
    _, width = outline(f, text, 0, 0, size)
    return size if width <= MAX_WIDTH else size * MAX_WIDTH / width


def main():
    figures = json.loads(sys.stdin.read())
    bold, regular = font('NotoSansCJK-Bold.ttc'), font('NotoSansCJK-Regular.ttc')
    for name, languages in TEXTS.items():
        english = (OUT / f'{name}.en-US.svg').read_text()
        head = re.sub(r' lang="[^"]*"', '', english[: english.index('</g>') + len('</g>')])
        for language, lines in languages.items():
            lines = [line.format(**figures) for line in lines]
            b, r = face(bold, language), face(regular, language)
            title, _ = outline(b, lines[0], 48, 176, fit(b, lines[0], 44))
            paths = [f'  <path fill="#ffffff" d="{title}"/>']
            baselines = [222] if len(lines) == 2 else [216, 246]
            for line, baseline in zip(lines[1:], baselines):
                d, _ = outline(r, line, 48, baseline, fit(r, line, 20))
                paths.append(f'  <path fill="#ffffff" fill-opacity="0.9" d="{d}"/>')
            label = '. '.join(lines).replace('&', '&amp;').replace('"', '&quot;')
            svg = re.sub(r'aria-label="[^"]*"', f'aria-label="{label}"', head, count=1)
            svg = svg.replace('<svg ', f'<svg lang="{language}" ', 1) + '\n' + '\n'.join(paths) + '\n</svg>\n'
            (OUT / f'{name}.{language}.svg').write_text(svg)
            print(f'{name}.{language}.svg', len(svg))


if __name__ == '__main__':
    main()
