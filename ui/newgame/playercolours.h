// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "core/rules/side.h"

#include <QColor>
#include <QCoreApplication>
#include <QIcon>
#include <QList>
#include <QString>

namespace wm {

// One colour a player may pick for their army on screen.
struct PlayerColour
{
    QColor colour;
    QString name; // translated: "Blue"
};

// The colours players pick from. Mid tones only: each must stand out as an accent on a light and on
// a dark window alike, and no two may be mistaken for each other across the table.
struct PlayerColours
{
    Q_DECLARE_TR_FUNCTIONS(PlayerColours)

public:
    static QList<PlayerColour> all();
    // The colour a side gets when nobody picks one; the two sides' defaults differ.
    static QColor defaultFor(Side side);
    // The colour of a side in a game: the one its player picked, or the side's default.
    static QColor forSide(const GameSetup &setup, Side side);
    // Where a colour is in all(); -1 when it is not one of them.
    static int indexOf(const QColor &colour);
    // A small square of the colour for combo boxes and lists.
    static QIcon swatch(const QColor &colour, int size = 16);
};

} // namespace wm
