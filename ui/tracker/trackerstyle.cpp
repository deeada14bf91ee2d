// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackerstyle.h"

#include <QHash>

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

QColor TrackerStyle::confused(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xef, 0x44, 0x44) : QColor(0xc6, 0x28, 0x28);
}

QColor TrackerStyle::engaged(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xf5, 0x9e, 0x0b) : QColor(0xb4, 0x53, 0x09);
}

QColor TrackerStyle::hitsWarning(const QPalette &palette)
{
    return confused(palette);
}

QString TrackerStyle::badgeStyle(const QColor &background, const QColor &text)
{
    return QStringLiteral("QLabel { background: %1; color: %2; border-radius: 4px; padding: 1px 6px; }")
        .arg(background.name(), text.name());
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
    // Relative luminance as WCAG weighs it: yellow is light, blue is dark.
    const double luminance = 0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.5 ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace wm
