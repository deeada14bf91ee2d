// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointer>
#include <QStringList>
#include <QTableView>

namespace wm {

class DiceLogModel;

// The Dice Log's table. Its columns are as wide as the font needs for the texts the model says they
// show (the players' names, the phases, ten dice...) and the Action column takes the rest; rows are
// as high as one line. No row is measured, so a log of a thousand rolls costs no more to show than
// the rows in sight. A player may still drag a column wider.
class DiceLogView : public QTableView
{
    Q_OBJECT

public:
    explicit DiceLogView(QWidget *parent = nullptr);

    // Columns are sized from a DiceLogModel's sizing texts; any other model by its header alone.
    void setModel(QAbstractItemModel *model) override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QList<QStringList> sizingTexts() const;
    void fitColumns();
    void fitRows();

    QPointer<DiceLogModel> m_log;
    QMetaObject::Connection m_resetConnection;
    QList<QStringList> m_sizedBy; // the texts the columns were last sized by
};

} // namespace wm
