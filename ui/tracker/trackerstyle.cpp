// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackerstyle.h"

#include <QHash>

#include <cmath>

namespace wm {

namespace {

QColor mix(const QColor &a, const QColor &b, double amountOfB)
{
    const double keep = 1.0 - amountOfB;
    return QColor::fromRgbF(float(a.redF() * keep + b.redF() * amountOfB),
                            float(a.greenF() * keep + b.greenF() * amountOfB),
                            float(a.blueF() * keep + b.blueF() * amountOfB));
}

} // namespace

bool TrackerStyle::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.5;
}

QColor TrackerStyle::cardBackground(const QPalette &palette, const QColor &accent)
{
    return mix(palette.color(QPalette::Base), accent, isDark(palette) ? 0.12 : 0.06);
}

QColor TrackerStyle::readableAccent(const QPalette &palette, const QColor &accent)
{
    QColor c = accent.toHsl();
    const float lightness = c.lightnessF();
    if (isDark(palette) && lightness < 0.6f)
        c.setHslF(c.hslHueF(), c.hslSaturationF(), 0.65f);
    else if (!isDark(palette) && lightness > 0.45f)
        c.setHslF(c.hslHueF(), c.hslSaturationF(), 0.38f);
    return c.toRgb();
}

QColor TrackerStyle::goneText(const QPalette &palette)
{
    // Greyer than a living unit's words, yet still read from a chair: a third of the way to the
    // window's colour keeps well over 4.5:1 in light and dark palettes alike, where the palette's
    // disabled text (some 1.6:1 in a light one) does not.
    return mix(palette.color(QPalette::WindowText), palette.color(QPalette::Window), 0.35);
}

QColor TrackerStyle::confused(const QPalette &palette)
{
    // Dark enough in both palettes for white words on it (4.5:1 and more).
    return isDark(palette) ? QColor(0xdc, 0x26, 0x26) : QColor(0xc6, 0x28, 0x28);
}

QColor TrackerStyle::engaged(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xf5, 0x9e, 0x0b) : QColor(0xb4, 0x53, 0x09);
}

QColor TrackerStyle::hitsWarning(const QPalette &palette)
{
    return confused(palette);
}

QIcon TrackerStyle::icon(const QString &name)
{
    // The GUI thread's alone, as every widget is.
    static QHash<QString, QIcon> icons;
    auto found = icons.find(name);
    if (found == icons.end())
        found = icons.insert(name, QIcon(QStringLiteral(":/icons/%1.svg").arg(name)));
    return *found;
}

QColor TrackerStyle::textOn(const QColor &background)
{
    // WCAG's relative luminance (channels linearised, yellow light and blue dark): black or white,
    // whichever stands out more from the background.
    const auto linear = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const double luminance =
        0.2126 * linear(background.redF()) + 0.7152 * linear(background.greenF()) + 0.0722 * linear(background.blueF());
    const double onBlack = (luminance + 0.05) / 0.05;
    const double onWhite = 1.05 / (luminance + 0.05);
    return onBlack > onWhite ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace wm
