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

// Finds the rows, then the tables, that hold every word of `query` (case and accents ignored, a word
// matching the start of a word: "fort" finds "fortified"): a row when all the words are in it, with
// its table's title and section counting as part of it, else the table when all are somewhere in it.
QList<ReferenceHit> searchReference(const QList<ReferenceTable> &tables, const QString &query);

} // namespace wm
