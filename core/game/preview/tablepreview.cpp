// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablepreview.h"

#include "core/rules/buildingdamage.h"
#include "core/rules/tables.h"

#include <algorithm>

namespace wm {

namespace {

struct TablePreviewText
{
    Q_DECLARE_TR_FUNCTIONS(TablePreview)
};

// The first roll the table is read by: its own die (RollPurpose::Table), or the damage dice.
const DiceRoll *firstRoll(const QList<DiceRoll> &rolled, RollPurpose purpose)
{
    const auto found =
        std::find_if(rolled.cbegin(), rolled.cend(), [purpose](const DiceRoll &r) { return r.purpose == purpose; });
    return found == rolled.cend() ? nullptr : &*found;
}

QString modifierText(int modifier)
{
    return modifier == 0 ? TablePreviewText::tr("no modifier")
                         : TablePreviewText::tr("+%1 for the target").arg(modifier);
}

} // namespace

TablePreview previewTableRoll(const Battle &, const TableRollAction &action, const QList<DiceRoll> &rolled)
{
    TablePreview preview;
    const DiceTable &table = DiceTable::get(action.table);
    const DiceRoll *roll = firstRoll(rolled, action.building ? RollPurpose::Damage : RollPurpose::Table);
    if (action.table == TableId::BoilingOil) {
        preview.howScored =
            TablePreviewText::tr("Boiling oil is always rolled: one die, then the attacks its row gives.");
        if (roll)
            preview.score = roll->total();
    } else if (action.building) {
        const Building target = action.building->target();
        const int modifier = buildingDamageModifier(target);
        if (roll && !roll->faces.isEmpty()) {
            const int highest = *std::max_element(roll->faces.cbegin(), roll->faces.cend());
            preview.score = buildingDamageScore(highest, target);
            preview.howScored = TablePreviewText::tr("Score %1: the highest damage die %2, %3.")
                                    .arg(*preview.score)
                                    .arg(highest)
                                    .arg(modifierText(modifier));
        } else {
            const int hits = action.building->hits;
            preview.howScored = hits == 1
                                    ? TablePreviewText::tr("Score: the one damage die, %1.").arg(modifierText(modifier))
                                    : TablePreviewText::tr("Score: the highest of %1 damage dice, %2.")
                                          .arg(hits)
                                          .arg(modifierText(modifier));
        }
    } else if (action.score) {
        preview.score = action.score;
    } else if (roll) {
        preview.score = roll->total();
    }
    if (preview.score) {
        if (const TableRow *row = table.rowFor(*preview.score))
            preview.row = row - table.rows.constData();
    }
    return preview;
}

} // namespace wm
