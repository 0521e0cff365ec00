<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Concerns\HasUuids;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Foundation\Auth\User as Authenticatable;
use Illuminate\Notifications\Notifiable;
use Laravel\Sanctum\HasApiTokens;

class User extends Authenticatable
{
    use HasApiTokens, HasUuids, Notifiable;

    /** `is_admin` is left out on purpose: only the seeder (or an operator) makes someone an administrator. */
    protected $fillable = [
        'name',
        'email',
        'email_verified_at',
        'password',
        'balance',
        'currency_code',
        'locale',
    ];

    protected $hidden = [
        'password',
        'remember_token',
    ];

    protected function casts(): array
    {
        return [
            'email_verified_at' => 'datetime',
            'password' => 'hashed',
            'balance' => 'decimal:2',
            'telegram_id' => 'integer',
            'is_admin' => 'boolean',
        ];
    }

    /** The integer id stays the key; only the public `uuid` column is generated. */
    public function uniqueIds(): array
    {
        return ['uuid'];
    }

    /**
     * A presence member's id, which every other member of the channel sees: a keyed hash of the uuid, so members are
     * told apart (one per player, however many tabs) without showing anyone the uuid or the database id.
     */
    public function getAuthIdentifierForBroadcasting(): mixed
    {
        return hash_hmac('sha256', 'presence|'.$this->uuid, (string) config('app.key'));
    }

    /** The player's private channel, App.Models.User.{uuid} (Laravel's default would use the integer id). */
    public function broadcastChannel(): string
    {
        return 'App.Models.User.'.$this->uuid;
    }

    public function currency(): BelongsTo
    {
        return $this->belongsTo(Currency::class, 'currency_code', 'code');
    }
}
