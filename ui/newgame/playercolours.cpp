// SPDX-License-Identifier: GPL-3.0-or-later
#include "playercolours.h"

#include <QPainter>
#include <QPixmap>

namespace wm {

QList<PlayerColour> PlayerColours::all()
{
    // Tones near the middle of the lightness scale: about 3:1 against white and against near-black.
    return {
        {QColor(0x3b, 0x82, 0xf6), tr("Blue")},   {QColor(0xdc, 0x26, 0x26), tr("Red")},
        {QColor(0x16, 0xa3, 0x4a), tr("Green")},  {QColor(0xa8, 0x55, 0xf7), tr("Purple")},
        {QColor(0xf9, 0x73, 0x16), tr("Orange")}, {QColor(0x0d, 0x94, 0x88), tr("Teal")},
        {QColor(0xca, 0x8a, 0x04), tr("Gold")},   {QColor(0x6b, 0x72, 0x80), tr("Grey")},
    };
}

QColor PlayerColours::defaultFor(Side side)
{
    // Blue against red: the pair most players expect, and told apart by those with red-green
    // colour blindness as well.
    return all().at(side == Side::first() ? 0 : 1).colour;
}

QColor PlayerColours::forSide(const GameSetup &setup, Side side)
{
    const QColor picked = QColor::fromString(setup.colours[side]);
    return picked.isValid() ? picked : defaultFor(side);
}

int PlayerColours::indexOf(const QColor &colour)
{
    const QList<PlayerColour> colours = all();
    for (qsizetype i = 0; i < colours.size(); ++i) {
        if (colours.at(i).colour.rgb() == colour.rgb())
            return int(i);
    }
    return -1;
}

QIcon PlayerColours::swatch(const QColor &colour, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    // A mid-grey outline keeps the square visible whatever the background.
    painter.setPen(QColor(0x80, 0x80, 0x80));
    painter.setBrush(colour);
    painter.drawRect(0, 0, size - 1, size - 1);
    return QIcon(pixmap);
}

} // namespace wm
