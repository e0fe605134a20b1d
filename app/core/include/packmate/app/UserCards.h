#pragma once

#include <packmate/engine/TruckCard.h>

#include <QObject>
#include <QStringList>
#include <QVariantList>

#include <vector>

namespace packmate::app {

/// The user's own truck cards (registered from a photo or drawn in the cell editor), kept in
/// the engine's card file in the data folder. Every change is validated by the engine and
/// written before it is shown; a refused change sets lastError and stores nothing.
class UserCards : public QObject {
    Q_OBJECT
    Q_PROPERTY(QString dataDir READ dataDir WRITE setDataDir NOTIFY cardsChanged)
    Q_PROPERTY(QVariantList cards READ cards NOTIFY cardsChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(int maxRows READ maxRows CONSTANT)
    Q_PROPERTY(int maxColumns READ maxColumns CONSTANT)

public:
    static constexpr int kMaxRows = 3;
    static constexpr int kMaxColumns = 5;

    explicit UserCards(QObject* parent = nullptr);

    QString dataDir() const { return dataDir_; }
    /// Reads the card file of this folder ("" = the default data folder).
    void setDataDir(const QString& folder);
    /// id, layers, grid (rows of '#'/'.'), cells (loading cells), capacity.
    QVariantList cards() const;
    QString lastError() const { return lastError_; }
    int maxRows() const { return kMaxRows; }
    int maxColumns() const { return kMaxColumns; }

    /// The card with this id as in `cards`, or an empty map.
    Q_INVOKABLE QVariantMap card(const QString& id) const;
    /// Why this card cannot be saved (replacing `originalId`, "" for a new card), or "".
    Q_INVOKABLE QString check(const QString& id, int layers, const QStringList& grid,
                              const QString& originalId = {}) const;
    /// Saves a new card or replaces `originalId` (which may be renamed).
    Q_INVOKABLE bool save(const QString& id, int layers, const QStringList& grid,
                          const QString& originalId = {});
    Q_INVOKABLE bool remove(const QString& id);

    /// The editor's on/off cells (row by row, `columns` wide) as a card grid cropped to the
    /// cells that are on; empty when none is.
    Q_INVOKABLE static QStringList gridFromCells(const QVariantList& on, int columns = kMaxColumns);
    /// A card grid as the editor's kMaxRows × kMaxColumns on/off cells (top left aligned).
    Q_INVOKABLE static QVariantList cellsFromGrid(const QStringList& grid);

signals:
    void cardsChanged();
    void lastErrorChanged();

private:
    TruckCard validated(const QString& id, int layers, const QStringList& grid,
                        const QString& originalId) const;
    void setError(const QString& message);

    QString dataDir_;
    std::vector<TruckCard> cards_;
    QString loadError_; ///< Set while the card file cannot be read: nothing is saved then.
    QString lastError_;
};

} // namespace packmate::app
