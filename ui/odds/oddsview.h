// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/odds/distribution.h"

#include <QWidget>

class QCPBars;
class QCPGraph;
class QCPItemStraightLine;
class QCustomPlot;
class QLabel;
class QToolButton;

namespace wm {

// The odds before the dice beside a resolver's inputs: a headline in words ("62% to remove a stand ·
// 9% to rout") over a compact plot of one distribution, bars for "exactly N" and a line for "at
// least N", the expected value marked. The plot folds away under its headline, and every resolver
// remembers that. It follows the palette (light and dark) and the font (the window's zoom).
class OddsView : public QWidget
{
    Q_OBJECT

public:
    explicit OddsView(QWidget *parent = nullptr);

    // `axis` names what is counted ("Hits after saves"); with `lastIsOrMore` the last value reads
    // "N+" (3 orders or more).
    void setOdds(const QString &headline, const Distribution &odds, const QString &axis, bool lastIsOrMore = false);
    // Outcomes that are not counts ("not cast", "cancelled", "takes effect"): a bar each, no line.
    struct Outcome
    {
        QString name;
        double chance = 0;
    };
    void setOutcomes(const QString &headline, const QList<Outcome> &outcomes);
    // No odds to show, and why ("Pick the unit shot at."): the plot is emptied.
    void setNoOdds(const QString &why);

    QString headline() const;
    bool isFolded() const;
    void setFolded(bool folded);
    QCustomPlot *plot() const { return m_plot; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void style();
    void showFolded(bool folded);
    void showKey();

    QToolButton *m_fold = nullptr;
    QLabel *m_headline = nullptr;
    QCustomPlot *m_plot = nullptr;
    QCPBars *m_bars = nullptr;
    QCPGraph *m_atLeast = nullptr;
    QCPItemStraightLine *m_expected = nullptr;
    QLabel *m_key = nullptr;
    QString m_expectedText;
    bool m_categories = false; // outcomes with names, not counts
    bool m_hasOdds = false;    // an empty plot is not shown
};

} // namespace wm
