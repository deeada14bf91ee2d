// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/reference/referencetable.h"

namespace wm {

// Where a search of the reference found every word asked for.
struct ReferenceHit
{
    qsizetype table = 0; // its index in the tables searched
    qsizetype row = -1;  // the row holding the words, or -1 where they are in the table's title,
                         // headings, notes or differences taken together
    bool operator==(const ReferenceHit &) const = default;
};

// Finds what holds every word of `query` (case and accents ignored, a word matching the start of a
// word: "fort" finds "fortified"), best first: the tables whose title holds them all; then the rows
// that do, their table's title and section counting as part of each row; then the tables that hold
// them only somewhere else (a note, a heading, where the rulesets differ).
QList<ReferenceHit> searchReference(const QList<ReferenceTable> &tables, const QString &query);

} // namespace wm
